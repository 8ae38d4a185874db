{
  "algorithm": "ed25519",
  "content_sha256": "7b8073eaf32ccbb7f829bcbe89b277d260f5fdae5393eed49254275dbbbda199",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e41766fafe4306fe2292d0778177d40b1c27ce3f7bfd08daa556bbafc18f9e45",
  "schema": "gridshift.signature/1",
  "signature": "e33c8d978a08b313704e93763afecf5bdff423a1613f8e491c2125bdcc9f55263dc419e479e001fec79e962fba6b639264e0d9be388a967c02aaedfa51091303"
}
