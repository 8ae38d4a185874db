{
  "algorithm": "ed25519",
  "content_sha256": "7c9e5874d81c912bb005801727c6b3f498697d3f649d762e11131c9dd40b8435",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d87f64ce6e73ab35c8d68ed3d3fb7f307d925f526224f0b0e8e04f44cbeceab2",
  "schema": "gridshift.signature/1",
  "signature": "9654f861877756df236d4ee9578be022f4bf4c29df488e0822303ca5b2c9dad63aa0ba0ce20ff7f477b70c698903045672cba42f1a0b14ea3c59bbc66a63f405"
}
