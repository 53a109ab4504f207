// The "home load" of `npm run bench`: what a browser asks the server for when a visitor opens the
// home page (apps/web/src/features/discover/pages/HomePage.tsx and the shell's header), recorded
// with Chromium against the built app on 2026-11-25: the document, then five API calls. Scripts,
// styles, images and the favicon are static files (immutable or revalidated) and left out.
// Each simulated visitor has its own device id (the `uuid` header the web client sends) and a
// language (zh-Hant 60 %, zh-Hans 20 %, en 20 %), and asks for compressed responses as Chrome does.
import { randomUUID } from 'node:crypto'

/** The home page's API calls, as the web client sends them (query order included). */
export const HOME_API_CALLS = [
  '/common/common/site',
  // HOT_WORDS_COUNT in packages/contract/src/constants.ts
  '/buyer/goods/goods/hot-words?count=8',
  // PAGE_SIZE.popular
  '/buyer/goods/goods/Popular?pageNumber=1&pageSize=10',
  // the recommended grid: GOODS_SORT.RECOMMENDED, PAGE_SIZE.recommended
  '/buyer/goods/goods/es?sort=0&pageNumber=1&pageSize=10',
  '/buyer/banner/banner/List',
]

const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const DOCUMENT_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': ACCEPT_ENCODING,
}

function visitor() {
  const r = Math.random()
  return { uuid: randomUUID(), language: r < 0.6 ? 'zh-Hant' : r < 0.8 ? 'zh-Hans' : 'en' }
}

const apiHeaders = (v) => ({
  accept: 'application/json',
  'accept-encoding': ACCEPT_ENCODING,
  language: v.language,
  uuid: v.uuid,
})

/**
 * autocannon `requests` for whole home loads: each connection asks for the document and then the
 * API calls, one after another, as a new visitor each time round.
 */
export function homeLoadRequests() {
  return [
    {
      method: 'GET',
      path: '/',
      headers: DOCUMENT_HEADERS,
      setupRequest: (req, context) => {
        context.visitor = visitor()
        return req
      },
    },
    ...HOME_API_CALLS.map((path) => ({
      method: 'GET',
      path,
      setupRequest: (req, context) => ({ ...req, headers: apiHeaders(context.visitor ?? visitor()) }),
    })),
  ]
}

/** autocannon `requests` for one call of the home load, each request from another visitor. */
export function homeCallRequests(path) {
  const document = path === '/'
  return [
    {
      method: 'GET',
      path,
      headers: document ? DOCUMENT_HEADERS : undefined,
      setupRequest: (req) => (document ? req : { ...req, headers: apiHeaders(visitor()) }),
    },
  ]
}
