{
  "algorithm": "ed25519",
  "content_sha256": "b67a21022347b3077f1387993e12aedb8be9b75afc7ae901e2e523dc87dfce0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "90e76f7b5717a349b717fa82dc0d7c7a4bd384db761543fb2a638b82607e18b2",
  "schema": "gridshift.signature/1",
  "signature": "98ed253ccc05391be2ea99f15146833f562b345be26938155970fb8989ea3e10604cf2f96cd7afd02df687ba27a185c8a814b35667f7243789b2aade1be3d907"
}
