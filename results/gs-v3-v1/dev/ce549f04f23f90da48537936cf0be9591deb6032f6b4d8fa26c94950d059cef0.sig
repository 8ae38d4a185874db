{
  "algorithm": "ed25519",
  "content_sha256": "122903050bd14fbb9f1e849d26c2c02fb6a9231df91ade6709d47b43261237db",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ce549f04f23f90da48537936cf0be9591deb6032f6b4d8fa26c94950d059cef0",
  "schema": "gridshift.signature/1",
  "signature": "01a0847e9805db2a671606ff7a4865e13fc928e3d51cca2859789bf1d798e3283ee999d2b2d976a6be3da4e32962db8bf905d341244f30809dd1acb97df9df0c"
}
