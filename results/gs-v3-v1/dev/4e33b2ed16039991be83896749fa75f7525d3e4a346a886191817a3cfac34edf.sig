{
  "algorithm": "ed25519",
  "content_sha256": "f9cbb6f1fb291e4fd29929b505e94334666ff7b0fb03168ffe4eeb00dc8cb0f2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e33b2ed16039991be83896749fa75f7525d3e4a346a886191817a3cfac34edf",
  "schema": "gridshift.signature/1",
  "signature": "860cd6956c7978997e65f417ab92cad9a7e270a5f7eeb3d1bcb8ac410e581707a9c07622248efada33d21f6f96bf6341613703d253f83e4fae80735b76e19408"
}
