// http_ece ships no types; only what the web-push tests use (decrypting a push message like a browser does).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's (browser's) P-256 key pair. */
    privateKey: ECDH;
    /** The 16-byte auth secret, base64url or bytes. */
    authSecret: string | Buffer;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
