{
  "algorithm": "ed25519",
  "content_sha256": "464c1cbe347dd1fe14bd66dc842b84f572dffde263ce53389f6e0c7e13f081b4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1032e4561b916d9750f0e5cbf857cdfdc7f653be7c8962d81dd5fb9701f4332f",
  "schema": "gridshift.signature/1",
  "signature": "c1de357f0946a94cce0f28ecfc6fdd7aaf2d20a4fa5e148613770541ccb2a5041409632cb9c22831ab7e2c425d963580e4eef8637cc5173535fa0ea437343e0c"
}
