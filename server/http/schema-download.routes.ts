import fs from "node:fs";
import { fileURLToPath } from "node:url";
import express from "express";

/** The committed schema.graphql, so API consumers can generate typed clients without introspection. */
const SCHEMA_FILE = fileURLToPath(new URL("../../schema.graphql", import.meta.url));

export function schemaDownloadRouter(): express.Router {
  const router = express.Router();
  router.get("/schema.graphql", (_req, res, next) => {
    fs.readFile(SCHEMA_FILE, "utf8", (err, sdl) => {
      if (err) return next(err);
      res.type("text/plain; charset=utf-8").setHeader("Content-Disposition", 'inline; filename="schema.graphql"');
      res.setHeader("Cache-Control", "no-cache");
      res.send(sdl);
    });
  });
  return router;
}
