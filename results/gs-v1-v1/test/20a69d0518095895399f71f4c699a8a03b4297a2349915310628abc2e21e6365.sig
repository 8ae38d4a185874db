{
  "algorithm": "ed25519",
  "content_sha256": "a2a0796df8dcff275fc8a7a7311daaf9cbb6b153769f8e0b0c909dc45af32960",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20a69d0518095895399f71f4c699a8a03b4297a2349915310628abc2e21e6365",
  "schema": "gridshift.signature/1",
  "signature": "58c8aeee77f5505f2ca456cbc28a87798e444a7e45ee528ee5f135bece75a6779830b65ff63bd6ff3683dc407d9bc70a51bcacedcbc26ab247a6705a84a52104"
}
