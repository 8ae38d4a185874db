{
  "algorithm": "ed25519",
  "content_sha256": "95f513919e11d64dc364ff0dc1bfbc0e276178a267d6b4c8bb9ad7f6b1516403",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d5782ed8eb2fb5fbc611bdf757cb59151a651dcfca7fde487112c38c8d3817d0",
  "schema": "gridshift.signature/1",
  "signature": "bb16bfc0c6d7fb73a03b6546c45c3680712694d548013b64b40d6beb264b1eba0727c3646f3426420646d1a4c147a863acf2282c7795d2632015a6bde12d4708"
}
