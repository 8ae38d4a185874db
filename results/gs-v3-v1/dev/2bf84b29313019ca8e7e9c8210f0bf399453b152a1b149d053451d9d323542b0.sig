{
  "algorithm": "ed25519",
  "content_sha256": "c768c8d42d4a73ba49a9a2dd6558f416175aaafc983ded883eb1b84684cf5055",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2bf84b29313019ca8e7e9c8210f0bf399453b152a1b149d053451d9d323542b0",
  "schema": "gridshift.signature/1",
  "signature": "017aa519079d22956d2efb0ee02f90f0f2eaa58af74d25188e7a30962f2bd8e81b91b7de217b0f13984a496ddd533fcb504f64023bbf38ee3a47912aaa655201"
}
