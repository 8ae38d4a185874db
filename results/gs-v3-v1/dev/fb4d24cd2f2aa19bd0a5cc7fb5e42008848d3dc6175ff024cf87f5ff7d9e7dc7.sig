{
  "algorithm": "ed25519",
  "content_sha256": "d99db9ddd71681270439fb03eb75b76e0cbda46704fc224ed7a3b023e7528d24",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb4d24cd2f2aa19bd0a5cc7fb5e42008848d3dc6175ff024cf87f5ff7d9e7dc7",
  "schema": "gridshift.signature/1",
  "signature": "04987c696d7eb12813df2e00f25fb4e63071909664691651d2bb4ea20f19439fce1f06f1db7bf27eb02e50a8e930a6bebe940d6014d9dd58c0c33f73d22cbf04"
}
