{
  "algorithm": "ed25519",
  "content_sha256": "62c76d0203a5ebbcf05bf37739e56fdce6d00bb7be730afed872ec8c7b62ab2c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "950027656b90612bed4e9f66ed697c5968d085ea82dd97b5ac93e002016f001e",
  "schema": "gridshift.signature/1",
  "signature": "150aae0dd076ab0940c3ab957c3d9c97b2a948b2e99cbd6464bef712730cac6c91a3dd2f50feafac78c872d014f35d39e186b09729269a8b83102156c1576c01"
}
