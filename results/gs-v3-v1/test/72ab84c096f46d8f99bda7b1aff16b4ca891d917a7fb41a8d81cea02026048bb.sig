{
  "algorithm": "ed25519",
  "content_sha256": "6ed264e9be67d69ed84f84e1a0015cc5ff54e82c3068ddbba61c31d2f76dfeef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "72ab84c096f46d8f99bda7b1aff16b4ca891d917a7fb41a8d81cea02026048bb",
  "schema": "gridshift.signature/1",
  "signature": "7ef9bdbebfd13938b44f94f7f1d79d3f5794a584496a794df7caa53e3b29316b5900888ce3d274aba543ff8ab7cddae087a54c2a7d86ea58ac2c0e013d98a508"
}
