{
  "algorithm": "ed25519",
  "content_sha256": "c55e346de81c17e3705e1102a3b855396de21cc6faa11dd58ffd756aa01686d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dc22b80e922a9c6e45c0ad29158b134146ab3a748e43a3ffe91bba29f7ca4055",
  "schema": "gridshift.signature/1",
  "signature": "747b9e0fd2aaf3e3232770fb92793cf9afb5212746b4d46aa1745e42ad06f2f1ac9b7cbe45de4c0cd56a7770b4ee6c7b608aa58f3cabad670bbbc4da2740cf07"
}
