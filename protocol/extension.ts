/**
 * Our extension's id: the companion accepts a socket only from `chrome-extension://<EXTENSION_ID>` (SPEC section 7).
 * Chrome derives it from the manifest `key` (EXTENSION_KEY): the first 32 hex digits of the SHA-256 of the
 * public key's DER, each digit 0-f written as a letter a-p. The private key is not kept: unpacked loading needs none.
 */
export const EXTENSION_ID = 'hdkhejlllciphdfhdknbbnafeplhhlke';

/** The public key (base64 DER SPKI) that the manifest carries as `key`, which fixes EXTENSION_ID. */
export const EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA116BoKfPCFrFgtAfD/pDhxCWQ+Ip7ta0ziBBlW2oKsqci8k9IsgS684OoIFemWIHj8vU7RpsaoFvz0yu7yY48wePoUdCPbcu5v4Grgp1OniSUXzxGvverQwBGC233yNoivbJR8+ouzOOkxrXVPQfHCEnZ2Nd8zcIvnaiNQyFOI1gRYP58cCpztQjvC1CbMDxkZ4iLQFDo80HLa2sZ48Jn8jVLNbKktc5PT29zsVFfiWuL8WYKD52DV+4CB9ydLx5dMjNOy9CizzzCI/FHR7yBfxry4ikb+/NnwpMeYHo9eMVEytavrx8a2AQ36ozceLFWnm/44yAehP+WsouZaYLlwIDAQAB';
