{
  "algorithm": "ed25519",
  "content_sha256": "f38ef9301dbc31ba2535f1c050c5998eeaeef656ab33dba580eea2983eec898f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a7f8922a3170d4542bdd2e03a2074ec216dcb4ceee46bba17de55a2f42b4b3f",
  "schema": "gridshift.signature/1",
  "signature": "b2c582f2d69caba013901b5fc97e38e998ca59224a8fbda0bcb0d2ddd840e67eb983041df49e593a245a83d61aea1c8b1a370ec2bf6e54dcd6f93704b859df09"
}
