{
  "algorithm": "ed25519",
  "content_sha256": "6f87d3eab9b68f154a7d4e91715a530455a37701841fd74fa17fed84f50c05af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "abc58e0655f0709e7ae7dd1fbccd675ac7d625e48350079f9fada7af3959758a",
  "schema": "gridshift.signature/1",
  "signature": "e6a821095993b2c0986b406573d90aaadb34a0e40daa79f960b84ba93ff9e8c921b58d097b42744db7ecd4b91e73f9a32c2f5158be62718fd1d61e2b13f95b04"
}
