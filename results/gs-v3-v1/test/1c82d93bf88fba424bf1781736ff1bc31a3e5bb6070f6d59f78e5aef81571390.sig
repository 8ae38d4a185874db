{
  "algorithm": "ed25519",
  "content_sha256": "c87cfb4a44217ecaf596cda0fe01a23db117c14bdc21bd4e6d5ceec5062d1042",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1c82d93bf88fba424bf1781736ff1bc31a3e5bb6070f6d59f78e5aef81571390",
  "schema": "gridshift.signature/1",
  "signature": "33ed494114d5292c4beae85cd82ced9781b92eb759aa1db013375e7b7eba5914ae29a3990443cc57a408e5b3c988296f4799320f564eaac0e4473f6d91ba8a02"
}
