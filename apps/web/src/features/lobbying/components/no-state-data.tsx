import { getStateName } from '@statehouse/shared/reference/states';
import { Button } from '@/components/ui/button';

/** "South Dakota" / "South Dakota and Minnesota": the states the data holds, named in words. */
export const stateNames = (codes: readonly string[]) => {
  const names = codes.map((code) => getStateName(code) ?? code);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** The reason of an empty list whose state has no data: which states do, with a button to each. */
export function NoStateData({
  stateCode,
  statesWithData,
  what,
  onPick,
}: {
  stateCode: string;
  statesWithData: readonly string[];
  /** "lobbyist registrations" */
  what: string;
  onPick: (stateCode: string) => void;
}) {
  return (
    <span className="flex flex-col items-center gap-2">
      <span>
        The data holds no {what} for {getStateName(stateCode) ?? stateCode}
        {statesWithData.length > 0 ? `; it has ${what} for ${stateNames(statesWithData)}.` : '.'}
      </span>
      <span className="flex flex-wrap justify-center gap-2">
        {statesWithData.map((code) => (
          <Button key={code} variant="outline" size="sm" onClick={() => onPick(code)}>
            Show {getStateName(code) ?? code}
          </Button>
        ))}
      </span>
    </span>
  );
}
