{
  "algorithm": "ed25519",
  "content_sha256": "ee45ef67470fdc12a99d70db65dd8667f431f2d86a01d998eefe6ea187dbeb1f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2f8e525ffe8eaf6e97058ebbb93c6a7e9e1acd575b62a65dfcbcfc9f10e4dc03",
  "schema": "gridshift.signature/1",
  "signature": "255b59a660be9bb8fd904ef40c3d261265e5c0db870549718e05a311d09c281847bd780a6ae8b7e4423b1f303299a3ce8f9d862dab6c0d16615a9c4d55152a08"
}
