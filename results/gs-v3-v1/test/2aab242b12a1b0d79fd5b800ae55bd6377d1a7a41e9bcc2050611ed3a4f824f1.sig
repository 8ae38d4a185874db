{
  "algorithm": "ed25519",
  "content_sha256": "3f28a05e605c0960972aa8fadeb1219f8e02d85087fe8906bbab5809ccf89a1f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2aab242b12a1b0d79fd5b800ae55bd6377d1a7a41e9bcc2050611ed3a4f824f1",
  "schema": "gridshift.signature/1",
  "signature": "e7a68e800d985a830cf2b670e84d4c642218457997c6cd82cc1126ee998c409717fe9d71ca686ca6d23d84430ba31c73f3b6473b5236e0c55e969666510c2e0d"
}
