{
  "algorithm": "ed25519",
  "content_sha256": "5ed11047cc088383bbdb8e6a12242a1b79bd3ea25736c8abcd474399e55a681e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "81cf30633d2530aa4454557a36e923fbf282f6942cc3ad340f2dc9fbccca9635",
  "schema": "gridshift.signature/1",
  "signature": "8707a8955fb1b1169d392a1ed04cfb79639c07d20c2e35fc84dd01599fff4b4baf5c8dd85721e215d5b41c5bf3c24fcf8b519458dc1ffde4a2f54a28e1457d0e"
}
