{
  "algorithm": "ed25519",
  "content_sha256": "4061ac4426f6ee5a0ff29c82cc1cbfb723323ad54673e2b3299e9fc26b13d064",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15641f793cf7dabe8f050d955932c5dd39c1959a9722a7ae61f9a8179666b7b2",
  "schema": "gridshift.signature/1",
  "signature": "d36aeced1553ae0a8351099c5200c14d0464ba6b1faa6a1bc5cb2fa9db663ec7dff75df0f780e5a81181627da24b068f0fc9134fb1a3337fb7d44f7bc192840e"
}
