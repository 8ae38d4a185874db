{
  "algorithm": "ed25519",
  "content_sha256": "8da9e1c08490433b157d3b878b1c09e719356a080d7b33b94fc1ca278e4ae606",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "965070dca95b3b8f33b624d0e37151c8ac2cc393cf56e6c8f1aab9718c633ceb",
  "schema": "gridshift.signature/1",
  "signature": "6b4abbfbde272c978457ecb185894f32b14f37d208bcbed68dec0fcd880bea091d846f254caed12794fb1adf1691c335049b155939e2078eb618eaaf00ba1a06"
}
