{
  "algorithm": "ed25519",
  "content_sha256": "f8b5505811903a2535f05267f79294353b930b63081cefb159a08c0203570d46",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "26e77ef761cb6a8c6be7fc5e58caae55d329e7b726862c4b341fca2d27ad98aa",
  "schema": "gridshift.signature/1",
  "signature": "0322a0cebb50eb1c2d33b3a940eaa243ea33fbd52a778cf14b6f500920a5669a067e7ab63d061bea16f7d7cdc062b8897bba4a9d3b27945f62e97d6fbe2b420b"
}
