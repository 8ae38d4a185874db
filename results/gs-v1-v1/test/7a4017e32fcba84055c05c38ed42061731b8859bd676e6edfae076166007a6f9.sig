{
  "algorithm": "ed25519",
  "content_sha256": "57ed0c6a57cfd4c1957eb0954703d1831d084a22ca397916f8885bea7d792452",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7a4017e32fcba84055c05c38ed42061731b8859bd676e6edfae076166007a6f9",
  "schema": "gridshift.signature/1",
  "signature": "4601667890cba8b195b3f7a683556689c6fd7972c69ac4dd6140c5e365caf897da6c51908be6dc8fbcfde602fe1de50e7f4bd1727c530defccdb35bd23eb080e"
}
