/**
 * What the command palette can find: every visible page of every module the user may enter, the fixed
 * pages, and the shell's actions, each with its Chinese and English text (the matcher adds pinyin).
 */
import { navigate } from 'wouter/use-browser-location';
import { LOCALES, tIn, type Locale, type TextKey } from '../../lib/i18n';
import type { Searchable } from '../../lib/search';
import { routeTitles } from '../../locales/route-titles';
import { modules, pagesOf } from '../../state/routes.model';
import { SIZES, setLocale, setSize, showSettings, toggleSidebar } from '../../state/settings.model';
import { FIXED_ROUTES } from '../fixed-routes';
import { lockNow } from '../kiosk/lock-actions';
import { closeAllTabs, closeCurrentTab, closeOtherTabs, closeWindowFlow, logoutWithConfirm, pinCurrentPage, refreshCurrentPage, switchModule, toggleFullscreen } from '../shell-actions';
import { showShortcuts } from './shortcuts-help';
import { jobCentreOpen, mayUseTasks } from '../../state/tasks.model';

export type PaletteItem = Searchable & { kind: 'page' | 'action'; run: () => void };

const en = (zh: string) => routeTitles[zh] ?? zh;

function pageItems(): PaletteItem[] {
  const items: PaletteItem[] = [];
  for (const module of modules.value) {
    for (const page of pagesOf(module)) {
      if (page.trail.some((node) => node.hidden)) continue;
      const titles = page.trail.slice(1).map((node) => node.meta.title);
      items.push({
        id: `page:${page.path}`,
        kind: 'page',
        zh: titles.join(' / '),
        en: titles.map(en).join(' / '),
        group: module.meta.title,
        keywords: [module.meta.title, en(module.meta.title), page.path],
        run: () => navigate(page.path),
      });
    }
  }
  for (const route of FIXED_ROUTES.filter((r) => ['Profile', 'ModuleTask'].includes(r.name))) {
    const path = route.name === 'Profile' ? '/user/profile' : '/module/task';
    items.push({ id: `page:${path}`, kind: 'page', zh: tIn('zh', route.titleKey), en: tIn('en', route.titleKey), run: () => navigate(path) });
  }
  return items;
}

function action(id: string, key: TextKey, run: () => void, params?: (lang: Locale) => Record<string, string>): PaletteItem {
  return { id: `action:${id}`, kind: 'action', zh: tIn('zh', key, params?.('zh')), en: tIn('en', key, params?.('en')), run };
}

function actionItems(): PaletteItem[] {
  return [
    action('refresh', 'palette.refresh', refreshCurrentPage),
    action('close-current', 'palette.closeCurrent', () => void closeCurrentTab()),
    action('close-others', 'palette.closeOthers', () => void closeOtherTabs()),
    action('close-all', 'palette.closeAll', () => void closeAllTabs()),
    action('switch-module', 'palette.switchModule', switchModule),
    action('toggle-sidebar', 'palette.toggleSidebar', toggleSidebar),
    action('fullscreen', 'palette.fullscreen', toggleFullscreen),
    ...SIZES.map((size) =>
      action(
        `size-${size}`,
        'palette.size',
        () => setSize(size),
        (lang) => ({ size: tIn(lang, `size.${size}`) }),
      ),
    ),
    ...LOCALES.map((l) =>
      action(
        `language-${l}`,
        'palette.language',
        () => setLocale(l),
        (lang) => ({ language: tIn(lang, `app.languageName.${l}`) }),
      ),
    ),
    action('settings', 'palette.settings', () => (showSettings.value = true)),
    ...(mayUseTasks.value ? [action('job-centre', 'palette.jobCentre', () => (jobCentreOpen.value = true))] : []),
    action('pin', 'palette.pin', pinCurrentPage),
    action('close-window', 'palette.closeWindow', () => void closeWindowFlow()),
    action('lock', 'palette.lock', () => lockNow('user')),
    action('shortcuts', 'palette.shortcuts', showShortcuts),
    action('logout', 'palette.logout', () => void logoutWithConfirm()),
  ];
}

export function paletteItems(): PaletteItem[] {
  return [...pageItems(), ...actionItems()];
}
