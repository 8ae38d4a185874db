{
  "algorithm": "ed25519",
  "content_sha256": "7baf734b3a3dde5dc0ecfc645c1bc795bc23050390f805fff7f6bc0f215bdb56",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0ab020772c08b6b804270becf1d17611a5ce50b46844f81b1d8ee11c90cf526",
  "schema": "gridshift.signature/1",
  "signature": "2b425b18a048fc3e7a343cf75b396c3c2c796f6864060854fbb4fd1085e6c9ec1c665832391f1545d4e8dc8af0ba9f5045aed64e1ebc443eee3617947e9bbf0c"
}
