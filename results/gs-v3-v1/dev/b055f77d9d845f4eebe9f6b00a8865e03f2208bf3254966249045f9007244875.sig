{
  "algorithm": "ed25519",
  "content_sha256": "cde224da88f484c2a43e1d9f2cc7f6c17c5def8922cb0ade705d4bcc5d3b30c2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b055f77d9d845f4eebe9f6b00a8865e03f2208bf3254966249045f9007244875",
  "schema": "gridshift.signature/1",
  "signature": "da1a778a6c0bab1c24722822071e37ee65226755ba32ab6d8643be6ab18c9c485626045500b4be5e9678c4a61df5da4e962eb1fb3d7134c88cbfa637c0d7e202"
}
