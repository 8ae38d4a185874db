{
  "algorithm": "ed25519",
  "content_sha256": "0eb817efc48e46b45976ec8f5efe6dcaab95f847dd80a7bf70473b2815f13485",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "afb385f9ee1d894ca1ff70b843eb04f9230fd803151b3e5c764e457e554766d4",
  "schema": "gridshift.signature/1",
  "signature": "c022b8b127eb5f80366141bf8cc10493eb730ef9c74481a2a5c5401faa22427b08f99a67ca305ca7ab6a81a884ba95c068f564d689e8605fdbcef156c99cad0a"
}
