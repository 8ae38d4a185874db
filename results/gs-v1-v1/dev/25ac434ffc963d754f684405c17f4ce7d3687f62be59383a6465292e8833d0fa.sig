{
  "algorithm": "ed25519",
  "content_sha256": "7b3d3c9c2db6fa1d18c7656c1bb5c8d214b3112251dc37f36615ed77540afcdc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "25ac434ffc963d754f684405c17f4ce7d3687f62be59383a6465292e8833d0fa",
  "schema": "gridshift.signature/1",
  "signature": "d11e49ff5ccfa12e7d4a1b7e546e1ae417207413b2df366e98ef5856b0a069a260c2dc5a57c1aee8f08d382377905528bb0affb4bab61666c47bc71369d94100"
}
