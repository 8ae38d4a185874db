{
  "algorithm": "ed25519",
  "content_sha256": "d4bc3cb95922e5f149200a264f4e942c43c41fd9b5a4a33fe8973c41488d327f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1acf600aa44bb8cae4b5684c02b144f2533673066f44d9c349f0cb5e0491b44a",
  "schema": "gridshift.signature/1",
  "signature": "3bb05e189ade75c22dff2b7defffd8bd64359fa127dc24ccce0a14914ef09ab3c68ac9b144f00ba4503a95d227ebce92368b8105009cb1f7c05b2ee5c97a6605"
}
