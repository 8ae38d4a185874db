{
  "algorithm": "ed25519",
  "content_sha256": "0345787f581a35f1ce483c7e2172d6bbfc3ad23c665d0b618155ac76d9916ca5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9410765821166ac330007ad1a90f31d1c2abd68ae1559475cc0d05a1e91a9b8e",
  "schema": "gridshift.signature/1",
  "signature": "9e9f40ffdb1ce60e4107733ae5f484d0f030a169d7175601ad159ef3202d5432c07ae0dc10a365243a32eaf8965bc7ce3c065ddc0798c4219e218c9504d7fc0e"
}
