// `npm run bench` (ADR 0037): a bare Node HTTP server that answers every request with one file's bytes and the
// headers it was given: the least a server can do to send a page. The bench loads it with the same bytes the page
// cache sent for a page, so a page's req/s can be read against what the bytes alone allow on this machine.
//   node scripts/lib/same-bytes-server.mjs <body file> <port> <content-type> [content-encoding]
import http from "node:http";
import { readFileSync } from "node:fs";

const [file, port, contentType, contentEncoding] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { "content-type": contentType, "content-length": String(body.length), ...(contentEncoding ? { "content-encoding": contentEncoding, vary: "Accept-Encoding" } : {}) };
http
  .createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), "localhost", () => console.log(`same bytes (${body.length}) on ${port}`));
