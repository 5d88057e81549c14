"""A provider plugin for `sdkgen gen-sdk PLUGIN`'s tests: it speaks Pulumi's provider protocol
with the `pulumi` package's own gRPC stubs, as a real provider does.

    schema_provider.py ENGINE_ADDRESS      (the Pulumi CLI starts a plugin with the engine's
                                            address; so does sdkgen)

It listens on a loopback port and writes it as its first line on stdout. `GetSchema` answers
the JSON file SDKGEN_TEST_SCHEMA names; after `Parameterize` with the arguments NAME VERSION, a
`GetSchema` for that sub-package answers SDKGEN_TEST_SUBSCHEMA instead (and fails for any
other). Each request is logged to the engine as a warning (`GetSchema subpackage=...`), so the
test sees what arrived and that the engine service answered.
"""

from __future__ import annotations

import os
import sys
from concurrent import futures

import grpc
from pulumi.runtime.proto import engine_pb2, engine_pb2_grpc, provider_pb2, provider_pb2_grpc


class SchemaProvider(provider_pb2_grpc.ResourceProviderServicer):
    def __init__(self, engine: engine_pb2_grpc.EngineStub) -> None:
        self.engine = engine
        self.subpackage: tuple[str, str] | None = None

    def log(self, message: str) -> None:
        self.engine.Log(engine_pb2.LogRequest(severity=engine_pb2.WARNING, message=message))

    def Parameterize(self, request, context):
        args = list(request.args.args)
        self.log(f"Parameterize args={args}")
        if len(args) != 2:
            context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"expected NAME VERSION, got {args}")
        self.subpackage = (args[0], args[1])
        return provider_pb2.ParameterizeResponse(name=args[0], version=args[1])

    def GetSchema(self, request, context):
        asked = (request.subpackage_name, request.subpackage_version)
        self.log(f"GetSchema subpackage={asked[0]}@{asked[1]}")
        if not asked[0]:
            path = os.environ["SDKGEN_TEST_SCHEMA"]
        elif asked == self.subpackage:
            path = os.environ["SDKGEN_TEST_SUBSCHEMA"]
        else:
            context.abort(grpc.StatusCode.NOT_FOUND, f"no sub-package {asked}")
        with open(path, encoding="utf-8") as schema:
            return provider_pb2.GetSchemaResponse(schema=schema.read())


def main() -> None:
    engine = engine_pb2_grpc.EngineStub(grpc.insecure_channel(sys.argv[1]))
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    provider_pb2_grpc.add_ResourceProviderServicer_to_server(SchemaProvider(engine), server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    sys.stdout.write(f"{port}\n")
    sys.stdout.flush()
    server.wait_for_termination()


if __name__ == "__main__":
    main()
