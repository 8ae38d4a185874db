{
  "algorithm": "ed25519",
  "content_sha256": "ad923583e9312f80d26ea43c681a4e104ee8ccef4984e4f5fd9b4563fedaba8b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b12ea6c48abcab250d5a55894b2c736faa908912a104b432d443fb098631c26f",
  "schema": "gridshift.signature/1",
  "signature": "a828a2f3097822ee8c575a250215f075ce9cfa04eec6fc773b78252e76850564cfc1b55f7221a8fb08c999b3ebc200ff632b53ef26e9f93e5f20569d669bb807"
}
