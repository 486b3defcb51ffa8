/**
 * The Chinese of the form-js viewer's validation messages (data only). form-js-viewer 1.23 writes them in
 * English inside its Validator and has no translate service, so `chineseValidation` (form-validation-zh.ts)
 * rewrites each message it answers by these patterns (`$1`… are the numbers and patterns it names). A
 * form's own message (a pattern's `patternErrorMessage`) matches none and stays as its author wrote it.
 */
export const formErrorsZh: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Field is required\.$/, '此项为必填项。'],
  [/^Field must match pattern (.+)\.$/, '格式不符合要求（$1）。'],
  [/^Field must have minimum value of (.+)\.$/, '不能小于 $1。'],
  [/^Field must have maximum value of (.+)\.$/, '不能大于 $1。'],
  [/^Field must have minimum length of (.+)\.$/, '至少需要 $1 个字符。'],
  [/^Field must have maximum length of (.+)\.$/, '最多 $1 个字符。'],
  [/^Field must be a valid {1,2}international phone number\. \(e\.g\. (.+)\)$/, '请输入有效的国际电话号码（如 $1）。'],
  [/^Field must be a valid email\.$/, '请输入有效的电子邮箱地址。'],
  [/^Value is not a number\.$/, '请输入数字。'],
  [/^Value is expected to be an integer\.$/, '请输入整数。'],
  [/^Value is expected to have at most (\d+) decimal digits?\.$/, '最多保留 $1 位小数。'],
  [/^Please select a valid value, the two nearest valid values are (.+) and (.+)\.$/, '请输入有效的值，最接近的两个有效值是 $1 和 $2。'],
  [/^Min validation value is not a valid number\.$/, '最小值设置不是有效的数字。'],
  [/^Max validation value is not a valid number\.$/, '最大值设置不是有效的数字。'],
];
