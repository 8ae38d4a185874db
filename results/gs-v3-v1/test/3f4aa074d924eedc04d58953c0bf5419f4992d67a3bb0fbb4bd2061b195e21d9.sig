{
  "algorithm": "ed25519",
  "content_sha256": "c92206bff41c662a097e35e32ef37db545e53f7d12a8a795949f9e9f11c791f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f4aa074d924eedc04d58953c0bf5419f4992d67a3bb0fbb4bd2061b195e21d9",
  "schema": "gridshift.signature/1",
  "signature": "a6c7fb656d0f18895aa47b5fd4a657b30170ea0dd34ce421a07d48242ff4b5b46101435ce1680357acc5b8ecede12346d5822663605c43736dcd8804a55b770f"
}
