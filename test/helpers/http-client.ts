export interface GqlResult<T = any> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; [k: string]: unknown } }>;
  headers: Headers;
}

/** One visitor: keeps its cookies between requests, like a browser does. */
export class HttpClient {
  private cookies = new Map<string, string>();
  bearer?: string;

  constructor(readonly baseUrl: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split("=")[1]).getTime() < Date.now()) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader();
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    let payload: string | Uint8Array<ArrayBuffer> | undefined;
    if (body !== undefined) {
      // Bytes (an uploaded file) go as they are; anything else but a string as JSON.
      payload = typeof body === "string" ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body);
      h["content-type"] ??= "application/json";
    }
    const res = await fetch(this.baseUrl + pathname, { method, headers: h, body: payload, redirect: "manual" });
    this.keepCookies(res);
    return res;
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>> {
    const res = await this.request("POST", "/graphql", { query, variables });
    const json = (await res.json()) as { data?: T; errors?: GqlResult["errors"] };
    return { status: res.status, data: json.data ?? undefined, errors: json.errors, headers: res.headers };
  }

  /** The data of an operation that must succeed; throws with the errors otherwise. */
  async ok<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const r = await this.gql<T>(query, variables);
    if (r.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors)}`);
    return r.data as T;
  }

  /** The first error of an operation that must fail. */
  async fails(query: string, variables?: Record<string, unknown>): Promise<{ message: string; code?: string; status: number }> {
    const r = await this.gql(query, variables);
    if (!r.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(r.data)}`);
    return { message: r.errors[0].message, code: r.errors[0].extensions?.code, status: r.status };
  }
}
