import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Fewer, larger scripts for the browser. Every page needs React, React Router and the frame of the
 * site (header, menu, footer, translations); left to itself the bundler split them so that the home
 * page loaded 27 files, many of a few hundred bytes, and on a phone each request costs a round trip
 * and main-thread time.
 */
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser|@lingui)[\\/]/, priority: 20 },
    // The frame every public page shows: header, menu, footer, icons, translations.
    { name: "site", test: /[\\/]app[\\/](i18n|components[\\/](layout|ui))[\\/]|[\\/]content[\\/]institution\./, priority: 10 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
