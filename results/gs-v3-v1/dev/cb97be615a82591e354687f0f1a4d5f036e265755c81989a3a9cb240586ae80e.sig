{
  "algorithm": "ed25519",
  "content_sha256": "14490fbc10e6fac33b0945dd71e598b056fe1eccd852085780633c2bde6f3c03",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cb97be615a82591e354687f0f1a4d5f036e265755c81989a3a9cb240586ae80e",
  "schema": "gridshift.signature/1",
  "signature": "ea4cdea7389dd44d08d1b278f479017aa896cc3d5a74acb8068a23bd9f62a4e0b07f05e5c36f5f367ee20ec276d0cb4397b30b0262143acb80d55a22c2ca6a09"
}
