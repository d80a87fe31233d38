import fs from "node:fs";
import type { Plugin } from "vite";

const ICONS_IMPORT = /^import \{([^}]+)\} from "react-icons\/(\w+)";$/gm;
const VIRTUAL_PREFIX = "virtual:react-icon/";
const RESOLVED_PREFIX = "\0react-icon/";

/**
 * Gives every react-icons icon a module of its own. Each icon set is one file, and a bundler
 * places a module in a single chunk, so the icons of every page would otherwise travel in the
 * chunk of the first page that uses the set (here the entry, through the header).
 */
export function splitReactIcons(): Plugin {
  const setSources = new Map<string, Promise<string>>();

  async function iconSource(resolveSet: () => Promise<string | undefined>, set: string, name: string): Promise<string> {
    if (!setSources.has(set)) {
      setSources.set(
        set,
        resolveSet().then((file) => {
          if (!file) throw new Error(`react-icons/${set} not found`);
          return fs.promises.readFile(file, "utf8");
        }),
      );
    }
    const source = await setSources.get(set)!;
    const start = source.indexOf(`export function ${name} (props) {`);
    const end = source.indexOf("\n};\n", start);
    if (start < 0 || end < 0) throw new Error(`react-icons/${set} has no icon ${name}`);
    return `import { GenIcon } from "react-icons/lib";\n${source.slice(start, end + 4)}`;
  }

  return {
    name: "split-react-icons",
    apply: "build",
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('from "react-icons/')) return null;
      return code.replace(ICONS_IMPORT, (_statement, names: string, set: string) =>
        names
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean)
          .map((n) => `import { ${n} } from "${VIRTUAL_PREFIX}${set}/${n}";`)
          .join("\n"),
      );
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + source.slice(VIRTUAL_PREFIX.length) : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [set, name] = id.slice(RESOLVED_PREFIX.length).split("/");
      return iconSource(async () => (await this.resolve(`react-icons/${set}`))?.id, set, name);
    },
  };
}
