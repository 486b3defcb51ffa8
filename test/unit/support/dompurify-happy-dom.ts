/**
 * DOMPurify on happy-dom 21. DOMPurify takes the DOM functions it walks nodes with from the prototypes
 * when it is created (so that clobbered properties cannot fool it), and two of them are wrong in
 * happy-dom: Node.prototype's `nodeName` getter answers '' (the subclasses hold the real one), and a
 * NodeIterator stops once the node it returned last is removed (the DOM standard moves on from the node
 * before it). Uncorrected, DOMPurify drops every element and leaves whatever follows a removed one
 * unvisited. The corrections are in place only while this module creates DOMPurify, which keeps them;
 * then they are taken back, so no other test sees them. Import this first, before anything that imports
 * dompurify (form-js does).
 */
/** The prototype of `object`'s chain that defines `property`, and how. */
function definition(object: object, property: string): [object, PropertyDescriptor] {
  for (let p = object; p; p = Object.getPrototypeOf(p)) {
    const own = Object.getOwnPropertyDescriptor(p, property);
    if (own) return [p, own];
  }
  throw new Error(`no ${property}`);
}

const nodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!;
const [documentPrototype, createNodeIterator] = definition(document, 'createNodeIterator');

Object.defineProperty(Node.prototype, 'nodeName', {
  ...nodeName,
  get(this: Node) {
    for (let p = Object.getPrototypeOf(this); p && p !== Node.prototype; p = Object.getPrototypeOf(p)) {
      const own = Object.getOwnPropertyDescriptor(p, 'nodeName');
      if (own?.get) return own.get.call(this);
    }
    return nodeName.get!.call(this);
  },
});

/** The node after `node` in tree order, staying inside `root`. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) if (n.nextSibling) return n.nextSibling;
  return null;
}

/** The node before `node` in tree order. */
function preceding(node: Node): Node | null {
  let p = node.previousSibling;
  if (!p) return node.parentNode;
  while (p.lastChild) p = p.lastChild;
  return p;
}

Object.defineProperty(documentPrototype, 'createNodeIterator', {
  ...createNodeIterator,
  value(root: Node, whatToShow = 0xffffffff) {
    let last: Node | null = null;
    let before: Node | null = null;
    const shown = (n: Node) => (whatToShow >>> (n.nodeType - 1)) & 1;
    const nextNode = () => {
      let n = last === null ? root : root.contains(last) ? following(last, root) : before && following(before, root);
      while (n && !shown(n)) n = following(n, root);
      [last, before] = [n, n && preceding(n)];
      return n;
    };
    return { root, whatToShow, filter: null, nextNode };
  },
});

// Imported here, after the corrections, not at the top: static imports would run before them.
await import('dompurify');

Object.defineProperty(Node.prototype, 'nodeName', nodeName);
Object.defineProperty(documentPrototype, 'createNodeIterator', createNodeIterator);

export {}; // makes this file a module, as the top-level await needs
