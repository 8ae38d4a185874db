{
  "algorithm": "ed25519",
  "content_sha256": "964756fada4bf6894f57d190948cff8bc1a41ef4e1bab44d27945c558e8c58af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "be4c686e95a0eaa0b164a77156f58a70876ec20e8762cc6a9dc317bd34b21ec7",
  "schema": "gridshift.signature/1",
  "signature": "7830bd2d8a0a1d2dcb69f5e328bf1e5fba96164e29abdfefc9362d4ca8e23bc0b2bc3cd2236d0031831b522f73968b77c7f865768981c55776336a03b03cc90a"
}
