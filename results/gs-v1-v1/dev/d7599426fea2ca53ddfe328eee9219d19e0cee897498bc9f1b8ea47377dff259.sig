{
  "algorithm": "ed25519",
  "content_sha256": "9be1628af372e5213805b976bae1d95ee531f3d0c7c86c11c9778d364eb2ae61",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d7599426fea2ca53ddfe328eee9219d19e0cee897498bc9f1b8ea47377dff259",
  "schema": "gridshift.signature/1",
  "signature": "55761e8e178aa1bdaf80a298cf8b55cdd095d193d17146dd2c5aba12da9d46fce70519b708a4ef1321fbcbb468f580208c284ed40bf8e90fa0f5618343e1c600"
}
