{
  "algorithm": "ed25519",
  "content_sha256": "064913e003c6ae1317365a7b5656f08efaf236bee8fff8d7f0c4f3f6ed049488",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "796205b31b6884b95d966cee434d21d35d591c50b3bf6f73a9fae57cf95fece2",
  "schema": "gridshift.signature/1",
  "signature": "2533392b1f9bdc486e401491e0a392d9e9717f6fa91f668ccdc556feb84dc2b437ed9261964018d9142780c93e4ac56c26cbf8ea055963c399aed85cfc2df004"
}
