{
  "algorithm": "ed25519",
  "content_sha256": "25895d71456e826802c8671e60931bc5e3e534b10955dcba9c2daeca32de4f71",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f864ea04bf77d956162f2cd2c791991d141ecb2629c4aded70e2e539bf24aec2",
  "schema": "gridshift.signature/1",
  "signature": "253b286ada2a3d08cdff74ba2736f09253781577740a5967229fcbd2bfb0ec971a47aa2c9a8e0494d810b39bfbe1b6c14dd22833fbbe8675f4a2641132e3c30f"
}
