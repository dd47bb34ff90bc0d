import type { FastifyInstance } from "fastify";
import { searchApiPath } from "../../../common/search";
import { SearchQuerySchema } from "../../../common/search.schema";
import { parseInput } from "../http/parse-input";
import type { SearchService } from "./search.service";

/**
 * `GET /api/search?q=&lang=&limit=`: anyone may search what the public site shows. Not kept in the
 * response cache: each visitor asks something else, and a search costs a few milliseconds.
 */
export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  app.get(searchApiPath, { config: { public: true } }, (request) => search.search(parseInput(SearchQuerySchema, request.query)));
}
