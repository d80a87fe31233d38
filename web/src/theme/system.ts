import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's default theme minus the recipes of components this app never renders: the full
 * `defaultConfig` carries about sixty recipes (date pickers, colour pickers, tree views…) that
 * every visitor would download with the home page. A component whose recipe is missing here
 * renders unstyled, so add its recipe when you start using a new Chakra component.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Contrast (WCAG AA, 4.5:1, checked by the axe browser test): white on Chakra's teal.600 buttons
 * reaches only 3.7:1, and gray.500 captions on the dark background 3.9:1; one shade darker and
 * lighter respectively pass.
 */
const app = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        teal: { solid: { value: "{colors.teal.700}" } },
        fg: { subtle: { value: { _light: "{colors.gray.600}", _dark: "{colors.gray.400}" } } },
      },
    },
  },
  globalCss: {
    "html, body, #root": { minHeight: "100%" },
    body: { bg: "bg", color: "fg" },
    // On phones a toast spans the top of the screen: dialogs move down below it while it shows
    // (--toast-room is set by components/Toaster.tsx), so it never covers a dialog's title.
    "[data-scope=dialog][data-part=positioner]": {
      paddingTop: { mdDown: "var(--toast-room, 0px)" },
      transition: "padding-top 0.2s ease-out",
    },
  },
});

export const system = createSystem(defaultBaseConfig, theme, app);
