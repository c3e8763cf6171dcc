/**
 * Whether a request's Accept-Encoding allows a gzip answer: gzip (or `*`) named without `q=0`
 * (RFC 9110, 12.5.3). No header, or one that names neither, allows only the answer as it is.
 */
export function acceptsGzip(header: string | undefined): boolean {
  let gzip: boolean | undefined;
  let any: boolean | undefined;
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    const allowed = weight === undefined || Number(weight.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') gzip = allowed;
    else if (coding === '*') any = allowed;
  }
  return gzip ?? any ?? false;
}
