{
  "algorithm": "ed25519",
  "content_sha256": "eeb6e875dd7b15b52cd58597ec8ef4f0c4737401c467c6276d2f8cbf05aa9e99",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d4164a6d92569724bf5634c7d5b4bf8a178709e7072f2d2252f2aa6e6f7c97b5",
  "schema": "gridshift.signature/1",
  "signature": "eb442b889ba072622812ea2955980ffdc7953f4bb3d80bf65d606fa74ff654c45e882bef8f5df7d4850ef3b95372eb5e3abf170f6737803d37a5bc3213140101"
}
