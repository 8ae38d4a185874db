{
  "algorithm": "ed25519",
  "content_sha256": "a3dd1a6650b72c68962cb743ddbb9a0f6a86f2036dc92f4efb461cf3c2d6bc92",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f9bf987db1fed701075bdb97168752ee4df67401d08034db6ff95543448e26ca",
  "schema": "gridshift.signature/1",
  "signature": "53aa7407876bced4aa54d91f8795bdf3d057950fc35210579d59fcd946469c798d3c3ed598799184f11c839a61499733a74c1ff69d8c76603ff193780f6fbb05"
}
