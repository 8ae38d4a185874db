{
  "algorithm": "ed25519",
  "content_sha256": "ceefa94f240ca17bb761cf0f3d0f16b12291f751f424487df7a01d9f92f81f9e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe9e63cb2fa659031f68519bdabd33cef4f1653fc970239596616df172883054",
  "schema": "gridshift.signature/1",
  "signature": "0f756621a0fd7e5be4f8467a8bc3eb35ba669988a0a3a2d180947adb4ffb87213b118bb13bd7567e2176f58e87febca168c72a259689016137d54c3cccc2da0a"
}
